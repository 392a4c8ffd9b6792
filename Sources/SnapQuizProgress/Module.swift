/// Scoring, stats, streaks and scheduling (filled in by the progress issue).
public enum SnapQuizProgressModule {}
