import { describe, expect, it } from 'vitest';
import { describeSchemaError, fieldLabel } from '../../src/lib/validation-message.ts';

describe('fieldLabel', () => {
  it.each([
    ['email', 'Email'],
    ['currentPassword', 'Current password'],
    ['otp', 'Code'],
    ['regionId', 'Region'],
    ['device.deviceType', 'Device type'],
  ])('%s -> %s', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });
});

describe('describeSchemaError', () => {
  it.each([
    [{ keyword: 'required', instancePath: '', params: { missingProperty: 'email' } }, 'email', 'Email is required'],
    [{ keyword: 'required', instancePath: '/device', params: { missingProperty: 'deviceId' } }, 'device.deviceId', 'Device id is required'],
    [{ keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'role' } }, 'role', 'Unknown field: role'],
    [{ keyword: 'type', instancePath: '/password', params: { type: 'string' } }, 'password', 'Password must be text'],
    [{ keyword: 'type', instancePath: '/genderId', params: { type: 'integer' } }, 'genderId', 'Gender must be a whole number'],
    [{ keyword: 'type', instancePath: '', params: { type: 'object' } }, null, 'The request body must be a JSON object'],
    [{ keyword: 'minLength', instancePath: '/name', params: { limit: 1 } }, 'name', 'Name is required'],
    [{ keyword: 'maxLength', instancePath: '/name', params: { limit: 100 } }, 'name', 'Name must be at most 100 characters'],
    [
      { keyword: 'enum', instancePath: '/weightUnit', params: { allowedValues: ['kg', 'lb'] } },
      'weightUnit',
      'Weight unit must be one of: kg, lb',
    ],
    [{ keyword: 'minimum', instancePath: '/mealId', params: { limit: 1 } }, 'mealId', 'Meal choice is out of range'],
    [{ keyword: 'pattern', instancePath: '/file', params: {} }, 'file', 'File is not in the right format'],
  ])('%j', (error, field, message) => {
    expect(describeSchemaError(error, 'body')).toEqual({ field, message });
  });

  it('names the part of the request when the whole part is wrong', () => {
    expect(describeSchemaError({ keyword: 'type', instancePath: '', params: { type: 'string' } }, 'body')).toEqual({
      field: null,
      message: 'The request body must be text',
    });
  });
});
