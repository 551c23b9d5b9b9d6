/// When a snapshot assertion writes goldens.
///
/// Chosen, first match wins: the `record:` argument; `GLSANDBOX_RECORD`; `never` when `CI=true`;
/// otherwise `missing`.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write a golden that does not exist yet, and fail saying so (so it is looked at and committed).
    case missing
    /// Write every golden, and fail saying so (a way to refresh them all; turn it off after).
    case all
    /// Overwrite the golden of a comparison that fails (after writing the failure pictures).
    case failed
    /// Never write: a missing golden fails. What CI gets.
    case never
}
