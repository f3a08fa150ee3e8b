/**
 * @mantine/form validated by a zod schema of @bakery/core — the schema the server checks with —
 * so the web refuses exactly what the server refuses, before anything is sent.
 *
 * Invariants: a field shows the first issue of its path only; issue messages are error codes
 * (core schemas.ts), so the caller turns each into text in the user's language; on submit the
 * form hands over the schema's output (trimmed names, cents, plain decimals), never the raw text.
 */
import type { FormErrors } from '@mantine/form';

/** One problem a core schema found: the form path, its error code and a custom rule's params. */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** The part of a zod schema a form uses. */
export interface FormSchema<Output> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** The issues of `values` as form errors: path "steps.0.from" → `text(path, issue)`. */
export function schemaErrors(
  schema: FormSchema<unknown>,
  values: unknown,
  text: (path: string, issue: SchemaIssue) => string,
): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= text(path, issue);
  }
  return errors;
}

/**
 * `validate` and `transformValues` for useForm: the form shows the schema's issues as `text`
 * gives them and submits the schema's output.
 */
export function schemaForm<Values, Output>(
  schema: FormSchema<Output>,
  text: (path: string, issue: SchemaIssue) => string,
): { validate: (values: Values) => FormErrors; transformValues: (values: Values) => Output } {
  return {
    validate: (values) => schemaErrors(schema, values, text),
    transformValues: (values) => {
      const result = schema.safeParse(values);
      // onSubmit transforms only values that passed `validate`, i.e. this very schema
      if (!result.success) throw new Error('A form was submitted with values its schema refuses');
      return result.data;
    },
  };
}
