import { z } from "zod";
import { MAX_LOGO_BYTES } from "./college-logo.server";

/** The logo form of a college's edit screen: one PNG, JPEG or WebP file up to 1 MB (the type is checked by content). */
export const LogoUploadFormSchema = z.object({
  logo: z
    .instanceof(File, { message: "Choose an image file to upload." })
    .refine((file) => file.size > 0, { message: "Choose an image file to upload.", abort: true })
    .refine((file) => file.size <= MAX_LOGO_BYTES, "The logo must be 1 MB or smaller."),
});
