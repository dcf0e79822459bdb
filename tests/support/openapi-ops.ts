// The operations /api/openapi.json documents, and a plausible value for a schema: for sweeps that call
// every route (read at run time, so new routes are covered).

export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
} & Record<string, any>;

export interface Operation {
  method: string;
  path: string;
  body?: Schema;
  query: Array<{ name: string; schema: Schema }>;
}

function resolveSchema(doc: any, s: Schema | undefined, depth = 0): Schema | undefined {
  if (!s || depth > 10) return s;
  if (s.$ref)
    return resolveSchema(
      doc,
      s.$ref
        .replace(/^#\//, "")
        .split("/")
        .reduce((o: any, k: string) => o?.[k], doc),
      depth + 1,
    );
  return s;
}

/** A plausible value for a schema: every property filled (with `fixed`'s value where it names the property). */
export function sampleOf(doc: any, raw: Schema | undefined, depth = 0, fixed: Readonly<Record<string, string>> = {}): unknown {
  const s = resolveSchema(doc, raw);
  if (!s || depth > 6) return "text";
  const variant = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (variant) return sampleOf(doc, variant, depth + 1, fixed);
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {}))
        out[k] = Object.hasOwn(fixed, k) ? fixed[k] : sampleOf(doc, v, depth + 1, fixed);
      return out;
    }
    case "array":
      return [sampleOf(doc, s.items, depth + 1, fixed)];
    case "integer":
    case "number":
      return s.minimum ?? 1;
    case "boolean":
      return true;
    default:
      return "Some ordinary text for the field";
  }
}

/** Every operation in the document. */
export function operationsOf(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      const body = op.requestBody?.content?.["application/json"]?.schema;
      const query = (op.parameters ?? []).filter((p: any) => p.in === "query").map((p: any) => ({ name: p.name, schema: p.schema }));
      ops.push({ method, path, body, query });
    }
  }
  return ops;
}
