// The S3-compatible server of the repository tests, in its own process: s3rver's paginated
// listing encrypts its continuation token with DES, which Node 20 offers only with
// --openssl-legacy-provider (given to this process alone, never to the server under test).
import S3rver from 's3rver';

const directory = process.argv[2];
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
server.run().then(
  (address) => process.stdout.write(`${JSON.stringify({ port: address.port })}\n`),
  (error) => {
    process.stderr.write(String(error?.stack ?? error));
    process.exit(1);
  },
);
process.on('SIGTERM', () => server.close().finally(() => process.exit(0)));
