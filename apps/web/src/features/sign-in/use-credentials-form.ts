import { useCallback, useState, type FormEvent } from 'react';
import { signInFormErrors, type SignInForm, type SignInFormErrors } from '@vigil/contracts';

/**
 * The credentials form's state: values, the contracts' errors (checked on submit, then on every
 * change, as the console's other forms do), and the server's answer set on a field. Kept to React
 * state: this form is the first download, where a form library would cost more than it saves.
 */
export function useCredentialsForm(initial: SignInForm) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SignInFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const setValue = useCallback(
    <K extends keyof SignInForm>(name: K, value: SignInForm[K]) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value };
        if (submitted) setErrors(signInFormErrors(next));
        return next;
      });
    },
    [submitted],
  );

  const setError = useCallback((name: keyof SignInFormErrors, message: string) => {
    setErrors((previous) => ({ ...previous, [name]: message }));
  }, []);

  const handleSubmit = (onValid: (values: SignInForm) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = signInFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await onValid({ ...values, email: values.email.trim() });
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, isSubmitting, setValue, setError, handleSubmit };
}
export type CredentialsFormState = ReturnType<typeof useCredentialsForm>;
