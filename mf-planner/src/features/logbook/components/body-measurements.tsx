import { useId, useState, type FormEvent } from 'react';
import type { Measurement } from '@app/shared/api-contract/progress-service';
import type { WeightUnit } from '@app/shared/api-contract/user-service';
import { apiErrorMessage } from '@app/shared/api';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { useSession } from '@app/shared/store';
import { Spinner, showToast } from '@app/shared/ui';
import { SectionError } from '@app/shared/ui/loading-row';
import { lengthUnitFor, type LengthUnit } from '@app/shared/units/length';
import { validateMeasurement, type MeasurementErrors } from '@app/shared/validation/measurements';
import { ConfirmDialog } from '../../../common/components/confirm-dialog.tsx';
import { useDeleteMeasurementMutation, useMeasurementsQuery, useSaveMeasurementMutation } from '../api/measurements-api.ts';
import { logDateLabel } from '../model/log-date.ts';
import { MEASURE_NAMES, MEASURES, measurePoints, measureText, toMeasurementInput, type MeasurementFields } from '../model/measurements.ts';
import { ProgressChart } from './progress-chart.tsx';

const BLANK: MeasurementFields = { weight: '', waist: '', hips: '', chest: '' };

function MeasurementForm({ weightUnit, lengthUnit }: { weightUnit: WeightUnit; lengthUnit: LengthUnit }) {
  const [fields, setFields] = useState<MeasurementFields>(BLANK);
  const [errors, setErrors] = useState<MeasurementErrors>({});
  const [save, { isLoading }] = useSaveMeasurementMutation();
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toMeasurementInput(fields, weightUnit, lengthUnit);
    const found = validateMeasurement(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await save(input);
    if (result.error) {
      showToast({ kind: 'error', message: apiErrorMessage(result.error) });
      return;
    }
    showToast({ kind: 'success', message: SUCCESS_MESSAGES.saved });
    setFields(BLANK);
  };

  return (
    <form className="measurement-form" onSubmit={(event) => void submit(event)} noValidate aria-label="New measurements">
      {errors.measurement ? (
        <p className="log-form__error" role="alert">
          {errors.measurement}
        </p>
      ) : null}
      <div className="measurement-form__fields">
        {MEASURES.map((measure) => {
          const id = `${formId}-${measure}`;
          const error = errors[measure];
          return (
            <div key={measure} className="log-form__field">
              <label htmlFor={id}>
                {MEASURE_NAMES[measure]} ({measure === 'weight' ? weightUnit : lengthUnit})
              </label>
              <input
                id={id}
                inputMode="decimal"
                autoComplete="off"
                value={fields[measure]}
                onChange={(event) => setFields((current) => ({ ...current, [measure]: event.target.value }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error ? (
                <span className="log-form__error" id={`${id}-error`}>
                  {error}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <button type="submit" className="button button--primary button--small measurement-form__save" disabled={isLoading}>
        Save measurements
      </button>
    </form>
  );
}

function MeasurementRow({
  measurement,
  weightUnit,
  lengthUnit,
}: {
  measurement: Measurement;
  weightUnit: WeightUnit;
  lengthUnit: LengthUnit;
}) {
  const [remove, { isLoading }] = useDeleteMeasurementMutation();
  const [confirming, setConfirming] = useState(false);
  const date = logDateLabel(measurement.measuredAt);
  const onDelete = async () => {
    const result = await remove(measurement.id);
    setConfirming(false);
    if ('error' in result) showToast({ kind: 'error', message: apiErrorMessage(result.error) });
    else showToast({ kind: 'success', message: SUCCESS_MESSAGES.measurementDeleted });
  };
  return (
    <tr>
      <th scope="row">
        {date}
        <button
          type="button"
          className="button button--ghost button--small measurement-row__delete"
          aria-label={`Delete the measurements of ${date}`}
          onClick={() => setConfirming(true)}
          disabled={isLoading}
        >
          Delete
        </button>
        <ConfirmDialog
          open={confirming}
          title={`Delete the measurements of ${date}?`}
          confirmLabel="Delete"
          cancelLabel="Keep them"
          busy={isLoading}
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(false)}
        >
          <p>Deleted measurements cannot be brought back.</p>
        </ConfirmDialog>
      </th>
      {MEASURES.map((measure) => (
        <td key={measure}>{measureText(measurement, measure, weightUnit, lengthUnit)}</td>
      ))}
    </tr>
  );
}

/**
 * Her body measurements on the progress page: the form (weight in her kg/lb setting, waist, hips
 * and chest in her region's cm/in), the table of every time she measured, and a chart per measure.
 */
export function BodyMeasurements({ weightUnit }: { weightUnit: WeightUnit }) {
  const lengthUnit = lengthUnitFor(useSession()?.regionId);
  const { data, isLoading, isError, refetch } = useMeasurementsQuery();
  const charted = MEASURES.map((measure) => ({ measure, points: data ? measurePoints(data, measure, weightUnit, lengthUnit) : [] })).filter(
    ({ points }) => points.length > 0,
  );
  return (
    <section className="progress-page__charts" aria-labelledby="measurements-title">
      <h2 id="measurements-title" className="logbook__title">
        Body measurements
      </h2>
      <MeasurementForm weightUnit={weightUnit} lengthUnit={lengthUnit} />
      {isLoading ? <Spinner label="Loading your measurements" /> : null}
      {isError ? <SectionError onRetry={() => void refetch()} /> : null}
      {data?.length === 0 ? <p className="progress-page__note">No measurements yet.</p> : null}
      {data && data.length > 0 ? (
        <div className="progress-table-box">
          <table className="progress-table">
            <caption className="progress-table__caption">Your measurements</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                {MEASURES.map((measure) => (
                  <th key={measure} scope="col">
                    {MEASURE_NAMES[measure]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((measurement) => (
                <MeasurementRow key={measurement.id} measurement={measurement} weightUnit={weightUnit} lengthUnit={lengthUnit} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {charted.map(({ measure, points }) => (
        <section key={measure} className="progress-exercise" aria-label={`${MEASURE_NAMES[measure]} over time`}>
          <h3 className="progress-exercise__title">{MEASURE_NAMES[measure]}</h3>
          <ProgressChart points={points} unit={measure === 'weight' ? weightUnit : lengthUnit} />
        </section>
      ))}
    </section>
  );
}
