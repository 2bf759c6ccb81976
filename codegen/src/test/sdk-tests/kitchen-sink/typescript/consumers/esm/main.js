// A Node ESM project that depends on the built kitchen-sink SDK (node_modules/@kitchen/sink links to it).
import { KitchenSink, NotFoundError } from '@kitchen/sink';

const client = new KitchenSink({ baseURL: process.env.KITCHEN_BASE_URL, apiKey: 'tok-esm' });
const health = await client.health();
console.log(JSON.stringify({ resolved: import.meta.resolve('@kitchen/sink'), health, errors: typeof NotFoundError }));
