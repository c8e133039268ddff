import { describe, expect, test } from "vitest";
import {
  COLLEGE_FORM_BODY_BYTES,
  DOCUMENT_UPLOAD_BODY_BYTES,
  FORM_BODY_BYTES,
  LEAD_IMPORT_BODY_BYTES,
  MAX_REQUEST_BYTES,
  bodyLimitFor,
  tooLargeMessage,
} from "./body-limit";

const request = (path: string, type = "application/x-www-form-urlencoded") => ({
  path,
  is: (wanted: string | string[]) => ([wanted].flat().includes(type) ? type : false),
});
const isApiPath = (path: string) => path.startsWith("/narayanaApi/");

describe("how large a body each request may send", () => {
  test("page forms, with and without JavaScript (.data), get the form limit", () => {
    for (const path of ["/Contact", "/Contact.data", "/AdminLogin", "/Admin/catalogue/branches/3.data", "/"]) {
      expect(bodyLimitFor(request(path) as never, isApiPath), path).toBe(FORM_BODY_BYTES);
    }
  });

  test("the college forms get room for their long texts, the logo upload its own limit", () => {
    for (const path of [
      "/Admin/Details",
      "/admin/details.data",
      "/Admin/catalogue/colleges/12",
      "/Admin/catalogue/colleges/12.data",
    ]) {
      expect(bodyLimitFor(request(path) as never, isApiPath), path).toBe(COLLEGE_FORM_BODY_BYTES);
    }
    const upload = request("/Admin/catalogue/colleges/12.data", "multipart/form-data");
    expect(bodyLimitFor(upload as never, isApiPath)).toBe(MAX_REQUEST_BYTES);
    // Multipart elsewhere is a form like any other.
    expect(bodyLimitFor(request("/Contact", "multipart/form-data") as never, isApiPath)).toBe(FORM_BODY_BYTES);
  });

  test("a document upload on a lead's page or a status page gets room for a 10 MB file; their other forms do not", () => {
    const token = "A".repeat(43);
    for (const path of [
      "/Admin/leads/12",
      "/admin/leads/12.data",
      `/status/${token}`,
      `/hi/status/${token}`,
      `/hi/status/${token}.data`,
    ]) {
      expect(bodyLimitFor(request(path, "multipart/form-data") as never, isApiPath), path).toBe(
        DOCUMENT_UPLOAD_BODY_BYTES,
      );
      expect(bodyLimitFor(request(path) as never, isApiPath), path).toBe(FORM_BODY_BYTES);
    }
    for (const path of [
      "/Admin/leads",
      "/Admin/leads/12/merge",
      "/Admin/leads/x",
      "/status/short",
      `/status/${token}/x`,
      `/hi/status/short`,
      `/en/status/${token}`,
      `/hi/hi/status/${token}`,
    ]) {
      expect(bodyLimitFor(request(path, "multipart/form-data") as never, isApiPath), path).toBe(FORM_BODY_BYTES);
    }
  });

  test("a lead import's CSV upload gets room for a 20 MB file; the screen's other forms and other paths do not", () => {
    const limit = (path: string, type?: string) =>
      bodyLimitFor(request(path, type) as unknown as Parameters<typeof bodyLimitFor>[0], isApiPath);
    for (const path of ["/Admin/import", "/admin/import.data", "/Admin/cutoffs/import", "/admin/cutoffs/import.data"]) {
      expect(limit(path, "multipart/form-data"), path).toBe(LEAD_IMPORT_BODY_BYTES);
      expect(limit(path), path).toBe(FORM_BODY_BYTES);
    }
    for (const path of ["/Admin/imports", "/Admin/import/1", "/Admin/leads", "/Admin/cutoffs"])
      expect(limit(path, "multipart/form-data"), path).toBe(FORM_BODY_BYTES);
  });

  test("the API counts its own limits; here it gets the ceiling", () => {
    expect(bodyLimitFor(request("/narayanaApi/adminRegister.php") as never, isApiPath)).toBe(MAX_REQUEST_BYTES);
  });
});

describe("a refused body is answered in the language of the page it was posted to", () => {
  const token = "A".repeat(43);

  test("a status page's upload: the file's limit, in Hindi under /hi", () => {
    expect(tooLargeMessage(`/hi/status/${token}`, DOCUMENT_UPLOAD_BODY_BYTES)).toBe(
      "यह फ़ाइल बहुत बड़ी है: एक फ़ाइल 10 MB तक की हो सकती है। कृपया पीछे जाएँ और इससे छोटी कॉपी अपलोड करें।",
    );
    expect(tooLargeMessage(`/status/${token}`, DOCUMENT_UPLOAD_BODY_BYTES)).toBe(
      "This file is too large: a file may be up to 10 MB. Please go back and upload a smaller copy.",
    );
  });

  test("any other form: the limit, in Hindi under /hi; the import screen its own words", () => {
    expect(tooLargeMessage("/hi/Contact", FORM_BODY_BYTES)).toBe("भेजा गया फ़ॉर्म बहुत बड़ा है (ज़्यादा से ज़्यादा 64 KB)।");
    expect(tooLargeMessage("/Contact", FORM_BODY_BYTES)).toBe("The request body is too large (at most 64 KB).");
    expect(tooLargeMessage("/Admin/import", LEAD_IMPORT_BODY_BYTES)).toMatch(/^This file is too large to import/);
  });
});
