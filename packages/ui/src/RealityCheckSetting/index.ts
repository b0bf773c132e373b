export { RealityCheckSetting, realityCheckIntervalText } from "./RealityCheckSetting";
export type { RealityCheckSettingProps } from "./RealityCheckSetting";
