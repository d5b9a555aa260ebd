import * as contractExports from '@partfront/core/contract'
import { type AnyEndpoint, FailureEnvelope, successEnvelopeOf } from '@partfront/core/contract'
import * as JsonSchema from 'effect/JsonSchema'
import * as Schema from 'effect/Schema'
import * as SchemaAST from 'effect/SchemaAST'
import * as SchemaRepresentation from 'effect/SchemaRepresentation'

/**
 * The contract's effect Schemas as OpenAPI 3.1 JSON Schemas, on their encoded (JSON) side: what travels in
 * the query string, the body and the envelope, not what handlers see after decoding.
 *
 * All the schemas are compiled together, so they share one pool of definitions (`components/schemas`): the
 * ones effect extracts itself (an `identifier`, a recursive schema such as a category tree) and every
 * schema the contract exports under a name and uses more than once (`ProductSummary`, `OrderId`), named
 * after its export.
 */

/** The JSON Schemas of one endpoint; `$ref`s point into `ContractJsonSchemas.definitions`. */
export interface EndpointJsonSchemas {
  /** The query string's struct, every value a string; `undefined` when the call takes no query. */
  readonly query: JsonSchema.JsonSchema | undefined
  /** The body as JSON, or as the multipart form's fields; `undefined` when the call sends none. */
  readonly body: JsonSchema.JsonSchema | undefined
  /**
   * The success envelope `{ code, data, message }` whose `data` is the endpoint's response; `undefined` for a
   * download (`responseEncoding: 'file'`), whose success is the file itself, not JSON.
   */
  readonly success: JsonSchema.JsonSchema | undefined
}

/** Every endpoint's schemas, the failure envelope, and the definitions they share. */
export interface ContractJsonSchemas {
  readonly endpoints: ReadonlyMap<string, EndpointJsonSchemas>
  /** `{ code, data: null, message }`: what every code but 200 carries. */
  readonly failure: JsonSchema.JsonSchema
  /** Shared schemas by name, referenced as `#/components/schemas/{name}`. */
  readonly definitions: JsonSchema.Definitions
}

/** Compiles the endpoints' query, body and success-envelope schemas and the failure envelope in one pass. */
export function contractJsonSchemas(endpoints: ReadonlyArray<AnyEndpoint>): ContractJsonSchemas {
  const roots: Schema.Top[] = []
  const slot = (schema: Schema.Top | undefined): number | undefined =>
    schema === undefined ? undefined : roots.push(schema) - 1
  const slots = endpoints.map((endpoint) => ({
    name: endpoint.name,
    query: slot(endpoint.query as Schema.Top | undefined),
    body: slot(endpoint.body as Schema.Top | undefined),
    success: endpoint.responseEncoding === 'file' ? undefined : roots.push(successEnvelopeOf(endpoint.response as Schema.Top)) - 1,
  }))
  const failure = roots.push(FailureEnvelope) - 1

  const asts = roots.map((schema) => Schema.toCodecJson(schema).ast)
  const representations = SchemaRepresentation.toRepresentations(asts as [SchemaAST.AST, ...SchemaAST.AST[]], {
    referencePolicy: sharedByName(contractSchemaNames()),
  })
  const compiled = JsonSchema.toMultiDocumentOpenApi3_1(SchemaRepresentation.toJsonSchemaMultiDocument(representations))
  const at = (index: number | undefined): JsonSchema.JsonSchema | undefined =>
    index === undefined ? undefined : compiled.schemas[index]

  return {
    endpoints: new Map(
      slots.map((s) => [s.name, { query: at(s.query), body: at(s.body), success: s.success === undefined ? undefined : (at(s.success) ?? {}) }] as const),
    ),
    failure: at(failure) ?? {},
    definitions: compiled.definitions,
  }
}

/**
 * Keeps effect's own choice (a schema's `identifier`; recursive schemas always get a name), and names a
 * schema the contract exports when it appears more than once, so shared shapes are written once.
 */
function sharedByName(names: ReadonlyMap<SchemaAST.AST, string>): SchemaRepresentation.ReferencePolicy {
  return ({ ast, identifier, occurrences }) => identifier ?? (occurrences > 1 ? names.get(ast) : undefined)
}

/**
 * The contract's exported schemas by AST, under their export names. Both the schema's own AST and its
 * canonical JSON codec's are keyed, as the representation sees the latter.
 */
function contractSchemaNames(): ReadonlyMap<SchemaAST.AST, string> {
  const names = new Map<SchemaAST.AST, string>()
  for (const [name, value] of Object.entries(contractExports)) {
    if (!Schema.isSchema(value)) continue
    names.set(value.ast, name)
    names.set(Schema.toCodecJson(value).ast, name)
  }
  return names
}

/**
 * The fields of a multipart body that carry a file: the ones whose schema is an opaque declaration (an
 * uploaded `File` has no JSON form, so effect can only say "anything" about it).
 */
export function fileFieldsOf(body: Schema.Top): ReadonlySet<string> {
  const ast = SchemaAST.toEncoded(body.ast)
  if (!SchemaAST.isObjects(ast)) return new Set()
  return new Set(
    ast.propertySignatures
      .filter((property) => SchemaAST.isDeclaration(SchemaAST.toEncoded(property.type)))
      .map((property) => String(property.name)),
  )
}

/** `schema` itself, or the definition its `$ref` names (following a chain of references). */
export function resolveRef(schema: JsonSchema.JsonSchema, definitions: JsonSchema.Definitions): JsonSchema.JsonSchema {
  const seen = new Set<string>()
  let current = schema
  while (typeof current.$ref === 'string') {
    const ref = current.$ref
    const name = ref.startsWith(COMPONENT_PREFIX) ? decodePointerToken(ref.slice(COMPONENT_PREFIX.length)) : undefined
    const target = name === undefined ? undefined : definitions[name]
    if (target === undefined || seen.has(ref)) throw new Error(`Cannot resolve the schema reference ${ref}`)
    seen.add(ref)
    current = target
  }
  return current
}

const COMPONENT_PREFIX = '#/components/schemas/'

function decodePointerToken(token: string): string {
  return decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~')
}
