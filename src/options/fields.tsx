/** The options page's labelled fields: a label around its control, the value patched on each change. */

export function ChoiceField<T extends string>({
  label,
  name,
  value,
  choices,
  onChange,
}: {
  label: string;
  name: string;
  value: T;
  /** [value, text, lang]: a language's own name carries its lang, so screen readers pronounce it. */
  choices: Array<[T, string, string?]>;
  onChange: (value: T) => void;
}) {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
        {choices.map(([v, text, lang]) => (
          <option key={v} value={v} lang={lang}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A whole number from 1 to `max`; an empty or invalid entry counts as 1. */
export function CountField({
  label,
  name,
  max,
  value,
  onChange,
}: {
  label: string;
  name: string;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label>
      {label}
      <input
        type="number"
        name={name}
        min={1}
        max={max}
        value={value}
        onInput={(e) => onChange(Number(e.currentTarget.value) || 1)}
      />
    </label>
  );
}
