package dev.sdkgen.service;

/**
 * A part of the build infrastructure (the message broker, the artifact-store, the orchestrator)
 * stayed unavailable after the step was retried within its bounds. The build fails with
 * {@code INFRASTRUCTURE_UNAVAILABLE} and this message, which names what was unavailable: it is
 * never reported as a problem of the user's Config Repository.
 */
public class InfrastructureUnavailableException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public static final String CODE = "INFRASTRUCTURE_UNAVAILABLE";
    public static final String TITLE = "Build infrastructure unavailable";

    private final boolean broker;

    public InfrastructureUnavailableException(String message, boolean broker, Throwable cause) {
        super(message, cause);
        this.broker = broker;
    }

    /** Whether the message broker was what was unavailable (then reporting the failure needs it back first). */
    public boolean broker() {
        return broker;
    }
}
