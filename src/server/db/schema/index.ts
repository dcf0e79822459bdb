export * from "./auth";
export * from "./profiles";
export * from "./ai";
export * from "./modules";
