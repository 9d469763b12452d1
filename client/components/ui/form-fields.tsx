import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Slider } from 'radix-ui';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import { inputClassName } from './input';
import { Switch } from './switch';

/** Option values are stored lower-case ("non-binary"); screens show them capitalised. */
export function optionLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

interface SliderFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** What the value reads as, e.g. "25 miles". */
  valueText: string;
  /** Words under both ends of the track, e.g. ['Shy', 'Outgoing']. */
  ends?: [string, string];
  /** Called once when the member lets go (pointer up or key press), for controls that save at once. */
  onCommit?: (value: number) => void;
}

/** A labelled Radix slider whose current value is spoken and shown. */
export function SliderField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  valueText,
  ends,
  onCommit,
}: SliderFieldProps) {
  const labelId = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-ink">
          {label}
        </span>
        <span className="text-sm font-semibold text-brand-violet-strong">{valueText}</span>
      </div>
      <Slider.Root
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([next]) => onChange(next)}
        onValueCommit={onCommit ? ([next]) => onCommit(next) : undefined}
        className="relative flex h-11 w-full touch-none select-none items-center"
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-violet-100">
          <Slider.Range className="absolute h-full rounded-full bg-brand-gradient" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={labelId}
          aria-valuetext={valueText}
          className="block size-6 rounded-full border-2 border-brand-violet-strong bg-white shadow"
        />
      </Slider.Root>
      {ends && (
        <div className="flex justify-between text-xs text-ink-muted">
          <span>{ends[0]}</span>
          <span>{ends[1]}</span>
        </div>
      )}
    </div>
  );
}

interface SwitchFieldProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A Radix switch with its visible label and an optional explanation. */
export function SwitchField({ label, description, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-ink-muted">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
      />
    </div>
  );
}

interface ChipGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  hint?: string;
  /** How a value reads on its chip (default: capitalised). */
  labelFor?: (value: T) => string;
}

/** Multiple choice as toggle chips inside a fieldset (each chip says whether it is pressed). */
export function ChipGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
  hint,
  labelFor = optionLabel,
}: ChipGroupProps<T>) {
  const toggle = (value: T) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {hint && <p className="text-sm text-ink-muted">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        {options.map((value) => {
          const on = selected.includes(value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(value)}
              className={clsx(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition',
                on
                  ? 'border-brand-violet-strong bg-violet-100 text-brand-violet-strong'
                  : 'border-line bg-surface text-ink hover:bg-violet-50',
              )}
            >
              {on && <Check aria-hidden className="size-4" />}
              {labelFor(value)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly string[];
  placeholder: string;
  labelFor?: (value: string) => string;
  error?: string;
}

/** A native select (the phone's own picker) with a visible label. */
export function SelectField({
  label,
  options,
  placeholder,
  labelFor = optionLabel,
  error,
  id,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="space-y-1.5">
      <label htmlFor={selectId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={selectId} aria-invalid={error ? true : undefined} className={inputClassName} {...props}>
        <option value="">{placeholder}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {labelFor(value)}
          </option>
        ))}
      </select>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-strong">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown as "n/max" under the field. */
  maxLength: number;
}

export function TextAreaField({ label, maxLength, value, id, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <div className="space-y-1.5">
      <label htmlFor={areaId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={areaId}
        value={value}
        maxLength={maxLength}
        rows={4}
        className={clsx(inputClassName, 'py-2.5')}
        {...props}
      />
      <p className="text-right text-xs text-ink-muted">
        {length}/{maxLength}
      </p>
    </div>
  );
}
