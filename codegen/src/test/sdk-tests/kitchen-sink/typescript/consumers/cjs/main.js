// A Node CommonJS project that depends on the built kitchen-sink SDK (node_modules/@kitchen/sink links to it).
const { KitchenSink, NotFoundError } = require('@kitchen/sink');

const client = new KitchenSink({ baseURL: process.env.KITCHEN_BASE_URL, apiKey: 'tok-cjs' });
client.health().then((health) => {
  console.log(JSON.stringify({ resolved: require.resolve('@kitchen/sink'), health, errors: typeof NotFoundError }));
});
