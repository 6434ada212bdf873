// The pets' calendar dates live in the contract: the health report on the server states ages
// with the same rules as the app.
export * from '@contract/pets/petDates';
