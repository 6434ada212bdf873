// The build-time surface of care: what the site build (gatsby-node, bundled for Node) takes from
// it. Kept apart from index.ts, which also names components: the Node bundle does not drop unused
// re-exports, so going through the index would pull React components and their page queries into
// gatsby-node.
export { type CarePagePlan, planCarePages } from './planCarePages';
