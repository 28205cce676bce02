window.napkinNavigation = [
["napkin","index.html",[
["Essentials","",[
["Getting Started","articles/getting-started.html",[]],
["Defining a Feature","articles/defining-a-feature.html",[]]]],
["The Napkin Tree","",[
["The Lifecycle","articles/the-lifecycle.html",[]],
["Routing and the Tree","articles/routing-and-the-tree.html",[]],
["Headless Napkins","articles/headless-napkins.html",[]]]],
["Dependencies, Isolation and State","",[
["Dependency Injection","articles/dependency-injection.html",[]],
["Crossing Isolation","articles/crossing-isolation.html",[]],
["Streaming State Down the Tree","articles/streaming-state-down-the-tree.html",[]]]],
["Testing and Migration","",[
["Testing a Napkin","articles/testing-a-napkin.html",[]],
["Migrating from RIBs","articles/migrating-from-ribs.html",[]],
["Coming from napkin 2","articles/coming-from-napkin-2.html",[]]]],
["Interactors","",[
["Interactable","documentation/interactable.html",[
["Declaring the Lifecycle","",[
["lifecycle","documentation/interactable.html#lifecycle",[]]]],
["Responding to the Lifecycle","",[
["didBecomeActive()","documentation/interactable.html#didbecomeactive",[]],
["willResignActive()","documentation/interactable.html#willresignactive",[]]]],
["Binding Work to the Lifecycle","",[
["task(priority:_:)","documentation/interactable.html#task-priority-_",[]]]],
["Observing the State","",[
["isActive","documentation/interactorscope.html#isactive",[]],
["isActiveStream","documentation/interactorscope.html#isactivestream",[]]]],
["Driving the Lifecycle","",[
["activate()","documentation/interactable.html#activate",[]],
["deactivate()","documentation/interactable.html#deactivate",[]]]]]],
["PresentableInteractable","documentation/presentableinteractable.html",[]],
["InteractorLifecycle","documentation/interactorlifecycle.html",[
["Creating a Lifecycle","",[
["init()","documentation/interactorlifecycle.html#init",[]]]],
["Activating and Deactivating","",[
["activate(invoking:)","documentation/interactorlifecycle.html#activate-invoking",[]],
["deactivate(invoking:)","documentation/interactorlifecycle.html#deactivate-invoking",[]]]],
["Observing the State","",[
["isActive","documentation/interactorlifecycle.html#isactive",[]],
["isActiveStream","documentation/interactorlifecycle.html#isactivestream",[]]]],
["Binding Tasks","",[
["register(priority:_:)","documentation/interactorlifecycle.html#register-priority-_",[]],
["registeredTaskCount","documentation/interactorlifecycle.html#registeredtaskcount",[]]]]]],
["InteractorScope","documentation/interactorscope.html",[]]]],
["Routers","",[
["Routing","documentation/routing.html",[]],
["Router","documentation/router.html",[
["Creating a Router","",[
["init(interactor:)","documentation/router.html#init-interactor",[]],
["interactor","documentation/router.html#interactor",[]],
["interactable","documentation/router.html#interactable",[]]]],
["Managing Children","",[
["attachChild(_:)","documentation/router.html#attachchild-_",[]],
["detachChild(_:)","documentation/router.html#detachchild-_",[]],
["children","documentation/router.html#children",[]]]],
["Loading","",[
["load()","documentation/router.html#load",[]],
["didLoad()","documentation/router.html#didload",[]],
["loaded()","documentation/router.html#loaded",[]]]]]],
["ViewableRouting","documentation/viewablerouting.html",[]],
["ViewableRouter","documentation/viewablerouter.html",[]],
["LaunchRouting","documentation/launchrouting.html",[]],
["LaunchRouter","documentation/launchrouter.html",[]]]],
["Builders and Dependencies","",[
["Dependency","documentation/dependency.html",[]],
["EmptyDependency","documentation/emptydependency.html",[]],
["EmptyComponent","documentation/emptycomponent.html",[]],
["Component","documentation/component.html",[
["Creating a Component","",[
["init(dependency:)","documentation/component.html#init-dependency",[]],
["dependency","documentation/component.html#dependency",[]]]],
["Sharing Instances","",[
["shared(forCallerKey:_:)","documentation/component.html#shared-forcallerkey-_",[]]]]]],
["Builder","documentation/builder.html",[]],
["Buildable","documentation/buildable.html",[]],
["ComponentizedBuilder","documentation/componentizedbuilder.html",[]],
["SimpleComponentizedBuilder","documentation/simplecomponentizedbuilder.html",[]],
["MultiStageComponentizedBuilder","documentation/multistagecomponentizedbuilder.html",[]],
["SimpleMultiStageComponentizedBuilder","documentation/simplemultistagecomponentizedbuilder.html",[]]]],
["Presenters and Views","",[
["Presenter","documentation/presenter.html",[
["Creating a Presenter","",[
["init(viewController:)","documentation/presenter.html#init-viewcontroller",[]]]],
["Accessing the View","",[
["viewController","documentation/presenter.html#viewcontroller",[]]]]]],
["Presentable","documentation/presentable.html",[]],
["ViewControllable","documentation/viewcontrollable.html",[]],
["dispatch(priority:_:)","documentation/dispatch-priority-_.html",[]]]]]]];
