import { object, string, ValidationError } from 'yup';
import { PASSWORD_TOO_SHORT, passwordPolicyProblem } from '@app/session';

export const PASSWORDS_DIFFER = 'Hesla se neshodují.';

/** The auth service's password policy first, then the confirmation must match; each problem has its own toast title. */
export const updatePasswordSchema = object({
  password: string()
    .required(PASSWORD_TOO_SHORT)
    .test('policy', (value, context) => {
      const problem = passwordPolicyProblem(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  confirmation: string()
    .default('')
    .test('same', PASSWORDS_DIFFER, (value, context) => value === (context.parent as { password?: string }).password),
});

const TITLE_BY_FIELD: Record<string, string> = { password: 'Slabé heslo', confirmation: 'Neshoda hesel' };

/** The first problem of the values as a toast, or null when they may be saved. */
export async function updatePasswordProblem(values: {
  password: string;
  confirmation: string;
}): Promise<{ title: string; message: string } | null> {
  try {
    await updatePasswordSchema.validate(values, { abortEarly: true });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { title: TITLE_BY_FIELD[error.path ?? ''] ?? 'Chyba', message: error.message };
  }
}
