// The credit every file of weights fitted on IBM-ArgQ carries (CC BY-SA 3.0; src/content/scorer/README.md).
export const ARGQ_CREDIT =
  'Fitted on IBM Debater® IBM-ArgQ-Rank-30kArgs, (c) IBM (notice as upstream: "Copyright IBM 2014"), CC BY-SA 3.0 ' +
  "(https://creativecommons.org/licenses/by-sa/3.0/); Gretz et al., AAAI 2020 (https://arxiv.org/abs/1911.11408); " +
  "upstream notice also names (c) Copyright Wikipedia. Train motions only. These weights are shared under CC BY-SA 3.0.";
