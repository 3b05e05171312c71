require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy… and waitFor wait for a condition, not a time: give it room on a loaded machine (the default is 1 s,
// which a busy CI with two cores can spend before a lazy component has rendered). A passing wait ends at once.
configure({ asyncUtilTimeout: 5000 });
