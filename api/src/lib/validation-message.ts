import { requiredMessage } from '@app/shared/validation/messages';

/** The parts of an Ajv error this service reads. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const LABELS: Record<string, string> = {
  otp: 'Code',
  genderId: 'Gender',
  fitnessId: 'Fitness choice',
  mealId: 'Meal choice',
  cooksFor: 'How many you cook for',
  regionId: 'Region',
  weightUnit: 'Weight unit',
  currentPassword: 'Current password',
  newPassword: 'New password',
  paymentProvider: 'Payment provider',
};

/** "currentPassword" -> "Current password"; "device.deviceType" -> "Device type". */
export function fieldLabel(field: string): string {
  const last = field.split('.').pop() ?? field;
  if (LABELS[last]) return LABELS[last];
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function pathToField(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

function join(parent: string, child: string): string {
  return parent ? `${parent}.${child}` : child;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/**
 * One clear sentence for the first schema error of a request part, and the field it concerns
 * (null when it concerns the whole part).
 */
export function describeSchemaError(error: SchemaError, part: string): { field: string | null; message: string } {
  const base = pathToField(error.instancePath);
  const params = error.params;
  switch (error.keyword) {
    case 'required': {
      const field = join(base, String(params.missingProperty));
      return { field, message: requiredMessage(fieldLabel(field)) };
    }
    case 'additionalProperties': {
      const field = join(base, String(params.additionalProperty));
      return { field, message: `Unknown field: ${field}` };
    }
    case 'type': {
      const expected = TYPE_NAMES[String(params.type)] ?? String(params.type);
      if (!base) {
        return {
          field: null,
          message:
            part === 'body' && params.type === 'object'
              ? 'The request body must be a JSON object'
              : `The request ${part} must be ${expected}`,
        };
      }
      return { field: base, message: `${fieldLabel(base)} must be ${expected}` };
    }
    case 'minLength':
      if (params.limit === 1) return { field: base, message: requiredMessage(fieldLabel(base)) };
      return { field: base, message: `${fieldLabel(base)} must be at least ${String(params.limit)} characters` };
    case 'maxLength':
      return { field: base, message: `${fieldLabel(base)} must be at most ${String(params.limit)} characters` };
    case 'enum':
      return {
        field: base,
        message: `${fieldLabel(base)} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`,
      };
    case 'const':
      return { field: base, message: `${fieldLabel(base)} must be ${String(params.allowedValue)}` };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return { field: base, message: `${fieldLabel(base)} is out of range` };
    case 'pattern':
    case 'format':
      return { field: base, message: `${fieldLabel(base)} is not in the right format` };
    default:
      return { field: base || null, message: `${base ? fieldLabel(base) : `The request ${part}`} is not valid` };
  }
}
