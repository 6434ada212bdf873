// jest.config.js maps imported css and image files here: tests never need their content.
export default 'test-file-stub';
