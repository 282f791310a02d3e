import { graphql } from '../../../gql';

// The players section's changes. Each answers only the competition's new version: the section
// reads its players again after each (and whenever competitionUpdated says the event moved).
export const SetupRegisterPlayer = graphql(`
  mutation SetupRegisterPlayer($input: RegisterPlayerInput!) {
    registerPlayer(input: $input) {
      id
      version
    }
  }
`);

export const SetupDropPlayer = graphql(`
  mutation SetupDropPlayer($input: DropPlayerInput!) {
    dropPlayer(input: $input) {
      id
      version
    }
  }
`);

export const SetupFixPlayerTable = graphql(`
  mutation SetupFixPlayerTable($input: FixPlayerTableInput!) {
    fixPlayerTable(input: $input) {
      id
      version
    }
  }
`);

export const SetupSeedPlayer = graphql(`
  mutation SetupSeedPlayer($input: SeedPlayerInput!) {
    seedPlayer(input: $input) {
      id
      version
    }
  }
`);
