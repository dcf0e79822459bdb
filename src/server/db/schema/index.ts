export * from "./auth";
export * from "./profiles";
export * from "./ai";
export * from "./modules";
export * from "./lessons";
export * from "./classrooms";
export * from "./notifications";
export * from "./limits";
