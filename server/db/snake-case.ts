import {
  CamelCasePlugin,
  PostgresQueryCompiler,
  type Dialect,
  type PluginTransformQueryArgs,
  type RootOperationNode,
} from 'kysely';

/*
 * camelCase in TypeScript, snake_case in SQL, as Kysely's CamelCasePlugin maps them, at a fraction of its cost.
 *
 * The plugin renames identifiers by copying each query's whole operation tree before compiling it: about a tenth of
 * the server's time on a checkout's 26 statements (README, Benchmarks). The compiler already visits every identifier
 * once, so the renaming happens there instead (`sanitizeIdentifier`, which every identifier the compiler writes goes
 * through: tables, columns, aliases, `sql.ref` and `sql.id`), each name mapped once per process. Raw SQL text is left
 * as written, as the plugin leaves it. Rows still come back with camelCase keys through the plugin's own mapping.
 */

/** Identifiers are the schema's names and the code's aliases: a bounded set. The cap only guards against misuse. */
const MAX_NAMES = 10_000;

/** CamelCasePlugin without its tree copy: the query goes to SnakeCaseQueryCompiler as built; rows map as before. */
class CamelCaseResults extends CamelCasePlugin {
  private readonly snakeNames = new Map<string, string>();

  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  /** The plugin's snake_case for a name, remembered. */
  snakeCaseOf(name: string): string {
    let mapped = this.snakeNames.get(name);
    if (mapped === undefined) {
      mapped = this.snakeCase(name);
      if (this.snakeNames.size < MAX_NAMES) this.snakeNames.set(name, mapped);
    }
    return mapped;
  }
}

/** The one instance: every handle's plugin (rows back to camelCase) and the compiler's names (snake_case). */
export const camelCaseResults = new CamelCaseResults();

class SnakeCaseQueryCompiler extends PostgresQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(camelCaseResults.snakeCaseOf(identifier));
  }
}

/** A Postgres dialect (node-postgres or PGlite) whose compiler writes snake_case identifiers. */
export function snakeCaseIdentifiers(dialect: Dialect): Dialect {
  return {
    createDriver: () => dialect.createDriver(),
    createQueryCompiler: () => new SnakeCaseQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
