// Types for the file-times reporter, for its test.
interface TestModuleTimes {
  moduleId: string;
  diagnostic(): {
    collectDuration: number;
    setupDuration: number;
    environmentSetupDuration: number;
    prepareDuration: number;
    duration: number;
  };
}

export default class FileTimesReporter {
  onTestRunEnd(testModules: readonly TestModuleTimes[]): void;
}
