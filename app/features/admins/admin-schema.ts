import { z } from "zod";

/** The spec's registration rules (section 5): all checked together, messages under the fields. */
export const RegistrationSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Keep this under 100 characters"),
  email: z
    .string()
    .trim()
    .max(200, "Valid Email is required")
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Valid Email is required"),
  password: z.string().min(6, "Password must be at least 6 characters long").max(200, "Keep this under 200 characters"),
  mobile: z
    .string()
    .trim()
    .regex(/^[0-9]{10}$/, "Enter a valid 10-digit mobile number"),
});

export const LoginSchema = z.object({
  email: z.string().trim().min(1, "Please Fill Email").max(200, "Please Fill Email"),
  password: z.string().min(1, "Please Fill Password").max(200, "Please Fill Password"),
});

export const CategorySchema = z.object({
  name: z
    .string({ error: "Please Enter Category Name" })
    .trim()
    .min(1, "Please Enter Category Name")
    .max(100, "Keep this under 100 characters"),
});

/** One message per field, the first, as forms show them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
