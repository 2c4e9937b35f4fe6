package texte

// Motif is an error worded for the player, as a prompt shows it: Error is
// the sentence, and errors.Is and errors.As still see the error it words.
type Motif struct {
	Texte string
	// Err is the error worded; nil when the sentence is the whole reason.
	Err error
}

func (m *Motif) Error() string { return m.Texte }

// Phrase lets Catalogue.Erreur give the sentence as it is.
func (m *Motif) Phrase() string { return m.Texte }

// Unwrap is the error worded.
func (m *Motif) Unwrap() error { return m.Err }

// Motive words err for the player, as Erreur does, and keeps it.
//
// Résultat: nil when err is nil, else a *Motif.
func (c *Catalogue) Motive(err error) error {
	if err == nil {
		return nil
	}
	return &Motif{Texte: c.Erreur(err), Err: err}
}
