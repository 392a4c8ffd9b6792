/// Quiz generators (filled in by the generation issue).
public enum SnapQuizGenerateModule {}
