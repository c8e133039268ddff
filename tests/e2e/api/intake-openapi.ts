import fs from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ApiAnswer } from "./api-client";

/**
 * docs/openapi.json (linked from docs/api.md) as a checker of real answers: each answer's status
 * picks its response in the document, and its body and headers must match what that promises.
 */
export const OPENAPI = JSON.parse(fs.readFileSync("docs/openapi.json", "utf8")) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
// The whole document under one id, so a response's schema is found by its JSON pointer and its $refs resolve.
ajv.addSchema(OPENAPI, "openapi.json");

type ResponseObject = {
  $ref?: string;
  content?: Record<string, { schema: unknown }>;
  headers?: Record<string, { schema: unknown }>;
};

function pointer(path: string): string {
  return path.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** What is wrong with an answer from POST `path` by the document (empty when nothing is). */
export function openApiMismatches(path: string, answer: ApiAnswer): string[] {
  const responses = OPENAPI.paths[path]!.post!.responses;
  let response = responses[String(answer.status)] as ResponseObject | undefined;
  if (!response) return [`status ${answer.status} is not in the document`];
  let where = `openapi.json#/paths/${pointer(path)}/post/responses/${answer.status}`;
  if (response.$ref) {
    where = `openapi.json${response.$ref}`;
    response = ajv.getSchema(where)!.schema as ResponseObject;
  }
  const problems: string[] = [];
  const type = answer.headers.get("content-type")?.split(";")[0] ?? "";
  if (!response.content?.[type]) problems.push(`content type ${type} is not documented`);
  else {
    const check = ajv.getSchema(`${where}/content/${pointer(type)}/schema`)!;
    if (!check(answer.body)) problems.push(...check.errors!.map((e) => `body${e.instancePath} ${e.message}`));
  }
  for (const name of Object.keys(response.headers ?? {})) {
    const value = answer.headers.get(name);
    const check = ajv.getSchema(`${where}/headers/${name}/schema`)!;
    if (value !== null && !check(value)) problems.push(`header ${name}: ${value} ${check.errors![0]!.message}`);
  }
  return problems;
}
