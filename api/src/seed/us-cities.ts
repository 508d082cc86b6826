// The city table lives with the place resolver (production code never imports seeds); the demo
// seed and the benchmark (tooling/bench/partners.ts) read it through here.
export { US_CITIES, type City } from '../places/us-cities';
