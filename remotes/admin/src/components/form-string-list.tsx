import { useField } from 'formik';
import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';

export interface FormStringListProps {
  /** Formik field holding a string[]. */
  name: string;
  label: string;
  /** Text of the add button, e.g. "Přidat funkci". */
  addLabel: string;
  placeholder?: string;
  description?: string;
}

/**
 * An editable list of text rows (features, results): add a row, remove one while more than one remains, so
 * at least one row is always there. Empty rows are kept while editing; the form drops them on save.
 */
export function FormStringList({ name, label, addLabel, placeholder, description }: FormStringListProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const rows = field.value.length ? field.value : [''];
  const update = (next: string[]) => void helpers.setValue(next);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={6}>
        {rows.map((row, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="center">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`${label} ${index + 1}`}
              placeholder={placeholder}
              value={row}
              onChange={(event) => update(rows.map((value, at) => (at === index ? event.currentTarget.value : value)))}
            />
            {rows.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Odebrat: ${label} ${index + 1}`}
                onClick={() => update(rows.filter((_, at) => at !== index))}
              >
                ✕
              </ActionIcon>
            )}
          </Group>
        ))}
        <Button variant="light" size="xs" w="fit-content" onClick={() => update([...rows, ''])}>
          + {addLabel}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
