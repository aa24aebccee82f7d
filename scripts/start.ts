/**
 * `npm start`: builds the client when the build is missing or older than its sources, then starts the server
 * (which migrates and seeds an empty database).
 */
import { buildClient, clientBuildIsStale } from './client-build.js';

if (clientBuildIsStale()) {
  console.log('Building the client (first start or changed sources)...');
  const { status } = buildClient();
  if (status !== 0) {
    console.error('The client build failed; see the output above.');
    process.exit(status);
  }
}

await import('../server/main.js');
