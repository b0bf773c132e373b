export { ThreeDsChallenge } from "./ThreeDsChallenge";
export type { ThreeDsChallengeProps } from "./ThreeDsChallenge";
