// Loaded by jest.config.js for the web project: DOM matchers such as toBeInTheDocument.
import '@testing-library/jest-dom';
