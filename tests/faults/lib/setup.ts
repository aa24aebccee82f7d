// The fault tests run against real Postgres (the machine's, unless TEST_DATABASE_URL names another server):
// an embedded database cannot become unreachable.
process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
