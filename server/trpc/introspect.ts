import { z } from 'zod';
import { appRouter } from './router.js';

/** The part of JSON Schema that the inputs of our procedures produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
}

export interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  /** The zod schema given to `input(...)`, when the procedure takes input. */
  schema: z.ZodType | undefined;
}

type AnyProcedure = { _def: { type: ProcedureInfo['type']; inputs: Array<{ schema?: unknown }> } };

/** Every procedure of the app with its kind and input schema, read from the router itself (nothing to drift). */
export function listProcedures(): ProcedureInfo[] {
  const procedures = (appRouter._def as unknown as { procedures: Record<string, AnyProcedure> }).procedures;
  return Object.entries(procedures)
    .map(([path, procedure]) => {
      const schema = procedure._def.inputs.find((i) => i.schema instanceof z.ZodType)?.schema as z.ZodType | undefined;
      return { path, type: procedure._def.type, schema };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The input side of a procedure's schema as JSON Schema; anything JSON cannot say becomes "any". */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
