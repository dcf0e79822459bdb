// The learned argument-quality scorer (docs/decisions/0013-learned-scorer.md).
export { argumentQuality, argumentQualityModel, parseArgumentQualityModel, type ArgumentQualityModel } from "./model";
export { speechQuality } from "./speech";
