struct wp_args_random_s000001 {
    wp::array_t<wp::float32> a;
    wp::int32 seed;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void random_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_random_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    wp::float32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    //---------
    // forward
    // def random_s000001(                                                                    <L 12>
    // i = wp.tid()                                                                           <L 17>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed, i)                                                            <L 18>
    var_1 = wp::rand_init(var_seed, var_0);
    // x0 = wp.randn(rng)                                                                     <L 19>
    var_2 = wp::randn(var_1);
    // out[i] = random_s000001_combine(a[i], x0)                                              <L 20>
    var_3 = wp::address(var_a, var_0);
    var_5 = wp::load(var_3);
    var_4 = random_s000001_combine_0(var_5, var_2);
    wp::array_store(var_out, var_0, var_4);
}