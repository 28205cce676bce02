window.napkinNavigation = [
["napkin","index.html",[
["Essentials","",[
["Getting Started","articles/getting-started.html",[],"Ar"],
["Defining a Feature","articles/defining-a-feature.html",[],"Ar"]]],
["The Napkin Tree","",[
["The Lifecycle","articles/the-lifecycle.html",[],"Ar"],
["Routing and the Tree","articles/routing-and-the-tree.html",[],"Ar"],
["Headless Napkins","articles/headless-napkins.html",[],"Ar"]]],
["Dependencies, Isolation and State","",[
["Dependency Injection","articles/dependency-injection.html",[],"Ar"],
["Crossing Isolation","articles/crossing-isolation.html",[],"Ar"],
["Streaming State Down the Tree","articles/streaming-state-down-the-tree.html",[],"Ar"]]],
["Testing and Migration","",[
["Testing a Napkin","articles/testing-a-napkin.html",[],"Ar"],
["Migrating from RIBs","articles/migrating-from-ribs.html",[],"Ar"],
["Coming from napkin 2","articles/coming-from-napkin-2.html",[],"Ar"]]],
["Interactors","",[
["Interactable","documentation/interactable.html",[
["Declaring the Lifecycle","",[
["lifecycle","documentation/interactable.html#lifecycle",[],"P"]]],
["Responding to the Lifecycle","",[
["didBecomeActive()","documentation/interactable.html#didbecomeactive",[],"M"],
["willResignActive()","documentation/interactable.html#willresignactive",[],"M"]]],
["Binding Work to the Lifecycle","",[
["task(priority:_:)","documentation/interactable.html#task-priority-_",[],"M"]]],
["Observing the State","",[
["isActive","documentation/interactorscope.html#isactive",[],"P"],
["isActiveStream","documentation/interactorscope.html#isactivestream",[],"P"]]],
["Driving the Lifecycle","",[
["activate()","documentation/interactable.html#activate",[],"M"],
["deactivate()","documentation/interactable.html#deactivate",[],"M"]]],
["Instance Methods","",[
["activate()","documentation/interactable.html#activate-2",[],"M"],
["deactivate()","documentation/interactable.html#deactivate-2",[],"M"],
["didBecomeActive()","documentation/interactable.html#didbecomeactive-2",[],"M"],
["willResignActive()","documentation/interactable.html#willresignactive-2",[],"M"]]]],"Pr"],
["PresentableInteractable","documentation/presentableinteractable.html",[
["Instance Properties","",[
["presenter","documentation/presentableinteractable.html#presenter",[],"P"]]],
["Associated Types","",[
["PresenterType","documentation/presentableinteractable.html#presentertype",[],"At"]]]],"Pr"],
["InteractorLifecycle","documentation/interactorlifecycle.html",[
["Creating a Lifecycle","",[
["init()","documentation/interactorlifecycle.html#init",[],"I"]]],
["Activating and Deactivating","",[
["activate(invoking:)","documentation/interactorlifecycle.html#activate-invoking",[],"M"],
["deactivate(invoking:)","documentation/interactorlifecycle.html#deactivate-invoking",[],"M"]]],
["Observing the State","",[
["isActive","documentation/interactorlifecycle.html#isactive",[],"P"],
["isActiveStream","documentation/interactorlifecycle.html#isactivestream",[],"P"]]],
["Binding Tasks","",[
["register(priority:_:)","documentation/interactorlifecycle.html#register-priority-_",[],"M"],
["registeredTaskCount","documentation/interactorlifecycle.html#registeredtaskcount",[],"P"]]]],"C"],
["InteractorScope","documentation/interactorscope.html",[
["Instance Properties","",[
["isActive","documentation/interactorscope.html#isactive",[],"P"],
["isActiveStream","documentation/interactorscope.html#isactivestream",[],"P"],
["isActive","documentation/interactorscope.html#isactive-2",[],"P"],
["isActiveStream","documentation/interactorscope.html#isactivestream-2",[],"P"]]]],"Pr"]]],
["Routers","",[
["Routing","documentation/routing.html",[
["Instance Properties","",[
["children","documentation/routing.html#children",[],"P"],
["interactable","documentation/routing.html#interactable",[],"P"]]],
["Instance Methods","",[
["attachChild(_:)","documentation/routing.html#attachchild-_",[],"M"],
["detachChild(_:)","documentation/routing.html#detachchild-_",[],"M"],
["load()","documentation/routing.html#load",[],"M"],
["loaded()","documentation/routing.html#loaded",[],"M"]]]],"Pr"],
["Router","documentation/router.html",[
["Creating a Router","",[
["init(interactor:)","documentation/router.html#init-interactor",[],"I"],
["interactor","documentation/router.html#interactor",[],"P"],
["interactable","documentation/router.html#interactable",[],"P"]]],
["Managing Children","",[
["attachChild(_:)","documentation/router.html#attachchild-_",[],"M"],
["detachChild(_:)","documentation/router.html#detachchild-_",[],"M"],
["children","documentation/router.html#children",[],"P"]]],
["Loading","",[
["load()","documentation/router.html#load",[],"M"],
["didLoad()","documentation/router.html#didload",[],"M"],
["loaded()","documentation/router.html#loaded",[],"M"]]]],"C"],
["ViewableRouting","documentation/viewablerouting.html",[
["Instance Properties","",[
["viewControllable","documentation/viewablerouting.html#viewcontrollable",[],"P"]]]],"Pr"],
["ViewableRouter","documentation/viewablerouter.html",[
["Initializers","",[
["init(interactor:viewController:)","documentation/viewablerouter.html#init-interactor-viewcontroller",[],"I"]]],
["Instance Properties","",[
["viewControllable","documentation/viewablerouter.html#viewcontrollable",[],"P"],
["viewController","documentation/viewablerouter.html#viewcontroller",[],"P"]]]],"C"],
["LaunchRouting","documentation/launchrouting.html",[
["Instance Methods","",[
["launch()","documentation/launchrouting.html#launch",[],"M"]]]],"Pr"],
["LaunchRouter","documentation/launchrouter.html",[
["Instance Methods","",[
["launch()","documentation/launchrouter.html#launch",[],"M"]]]],"C"]]],
["Builders and Dependencies","",[
["Dependency","documentation/dependency.html",[],"Pr"],
["EmptyDependency","documentation/emptydependency.html",[],"Pr"],
["EmptyComponent","documentation/emptycomponent.html",[
["Initializers","",[
["init()","documentation/emptycomponent.html#init",[],"I"]]]],"C"],
["Component","documentation/component.html",[
["Creating a Component","",[
["init(dependency:)","documentation/component.html#init-dependency",[],"I"],
["dependency","documentation/component.html#dependency",[],"P"]]],
["Sharing Instances","",[
["shared(forCallerKey:_:)","documentation/component.html#shared-forcallerkey-_",[],"M"]]]],"C"],
["Builder","documentation/builder.html",[
["Initializers","",[
["init(dependency:)","documentation/builder.html#init-dependency",[],"I"]]],
["Instance Properties","",[
["dependency","documentation/builder.html#dependency",[],"P"]]]],"C"],
["Buildable","documentation/buildable.html",[],"Pr"],
["ComponentizedBuilder","documentation/componentizedbuilder.html",[
["Initializers","",[
["init(componentBuilder:)","documentation/componentizedbuilder.html#init-componentbuilder",[],"I"]]],
["Instance Methods","",[
["build(with:_:)","documentation/componentizedbuilder.html#build-with-_",[],"M"],
["build(withDynamicBuildDependency:dynamicComponentDependency:)","documentation/componentizedbuilder.html#build-withdynamicbuilddependency-dynamiccomponentdependency",[],"M"],
["build(withDynamicBuildDependency:dynamicComponentDependency:)","documentation/componentizedbuilder.html#build-withdynamicbuilddependency-dynamiccomponentdependency-2",[],"M"]]]],"C"],
["SimpleComponentizedBuilder","documentation/simplecomponentizedbuilder.html",[
["Initializers","",[
["init(componentBuilder:)","documentation/simplecomponentizedbuilder.html#init-componentbuilder",[],"I"]]],
["Instance Methods","",[
["build()","documentation/simplecomponentizedbuilder.html#build",[],"M"],
["build(with:)","documentation/simplecomponentizedbuilder.html#build-with",[],"M"],
["build(with:_:)","documentation/simplecomponentizedbuilder.html#build-with-_",[],"M"]]]],"C"],
["MultiStageComponentizedBuilder","documentation/multistagecomponentizedbuilder.html",[
["Initializers","",[
["init(componentBuilder:)","documentation/multistagecomponentizedbuilder.html#init-componentbuilder",[],"I"]]],
["Instance Properties","",[
["componentForCurrentBuildPass","documentation/multistagecomponentizedbuilder.html#componentforcurrentbuildpass",[],"P"]]],
["Instance Methods","",[
["finalStageBuild(with:_:)","documentation/multistagecomponentizedbuilder.html#finalstagebuild-with-_",[],"M"],
["finalStageBuild(withDynamicDependency:)","documentation/multistagecomponentizedbuilder.html#finalstagebuild-withdynamicdependency",[],"M"]]]],"C"],
["SimpleMultiStageComponentizedBuilder","documentation/simplemultistagecomponentizedbuilder.html",[
["Initializers","",[
["init(componentBuilder:)","documentation/simplemultistagecomponentizedbuilder.html#init-componentbuilder",[],"I"]]],
["Instance Methods","",[
["finalStageBuild()","documentation/simplemultistagecomponentizedbuilder.html#finalstagebuild",[],"M"],
["finalStageBuild(with:)","documentation/simplemultistagecomponentizedbuilder.html#finalstagebuild-with",[],"M"],
["finalStageBuild(with:_:)","documentation/simplemultistagecomponentizedbuilder.html#finalstagebuild-with-_",[],"M"]]]],"C"]]],
["Presenters and Views","",[
["Presenter","documentation/presenter.html",[
["Creating a Presenter","",[
["init(viewController:)","documentation/presenter.html#init-viewcontroller",[],"I"]]],
["Accessing the View","",[
["viewController","documentation/presenter.html#viewcontroller",[],"P"]]]],"C"],
["Presentable","documentation/presentable.html",[],"Pr"],
["ViewControllable","documentation/viewcontrollable.html",[],"Pr"],
["dispatch(priority:_:)","documentation/dispatch-priority-_.html",[],"F"]]]]]];
window.napkinNavigationKinds = {"Ar":"Article","C":"Class","Pr":"Protocol","I":"Initializer","P":"Property","M":"Method","F":"Function","At":"Associated type"};
