import { useField } from 'formik';
import {
  NumberInput,
  Select,
  Switch,
  TextInput,
  Textarea,
  type NumberInputProps,
  type SelectProps,
  type SwitchProps,
  type TextInputProps,
  type TextareaProps,
} from '@mantine/core';

/**
 * Mantine inputs bound to a Formik field by name. The error shows once the field was touched (Formik touches
 * every field on submit), so a fresh form is quiet.
 */
type Bound<P> = Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'checked'> & {
  name: string;
};

function useBoundField<T>(name: string) {
  const [field, meta, helpers] = useField<T>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return { field, error, helpers };
}

export function FormTextInput({ name, ...props }: Bound<TextInputProps>) {
  const { field, error } = useBoundField<string | null>(name);
  return <TextInput {...props} name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={error} />;
}

export function FormTextarea({ name, ...props }: Bound<TextareaProps>) {
  const { field, error } = useBoundField<string | null>(name);
  return <Textarea {...props} name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={error} />;
}

/** Holds a number, or '' while the input is empty (the schema decides whether that is allowed). */
export function FormNumberInput({ name, ...props }: Bound<NumberInputProps>) {
  const { field, error, helpers } = useBoundField<number | ''>(name);
  return (
    <NumberInput
      {...props}
      name={name}
      value={field.value}
      onChange={(value) => void helpers.setValue(typeof value === 'number' ? value : value === '' ? '' : Number(value))}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
    />
  );
}

export function FormSwitch({ name, ...props }: Bound<SwitchProps>) {
  const { field, helpers } = useBoundField<boolean>(name);
  return (
    <Switch
      {...props}
      name={name}
      checked={Boolean(field.value)}
      onChange={(event) => void helpers.setValue(event.currentTarget.checked)}
    />
  );
}

export function FormSelect({ name, ...props }: Bound<SelectProps>) {
  const { field, error, helpers } = useBoundField<string | null>(name);
  return (
    <Select
      {...props}
      name={name}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
    />
  );
}
