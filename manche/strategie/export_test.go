package strategie

// SousRace tells the package's external tests (package strategie_test)
// whether they run under the race detector (race).
const SousRace = race
