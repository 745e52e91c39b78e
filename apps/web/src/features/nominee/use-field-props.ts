import { useFormContext, type FieldValues, type RegisterOptions } from 'react-hook-form';

/**
 * For the fields inside a step's FormProvider: `message` is a field's error, `field` the props
 * that register it and show that error.
 */
export function useFieldProps() {
  const { register, formState } = useFormContext<FieldValues>();
  const message = (name: string) => {
    const error = formState.errors[name];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  const field = (name: string, options?: RegisterOptions<FieldValues, string>) => ({
    error: message(name),
    ...register(name, options),
  });
  return { message, field };
}
