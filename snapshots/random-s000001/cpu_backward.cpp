template <bool wp_linear_contiguous>
static void random_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_s000001 *_wp_args,
    wp_args_random_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_random_s000001 wp_contiguous_args;
    wp_args_random_s000001 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::int32 adj_seed = _wp_adj_args->seed;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    wp::float32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::uint32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
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
    // wp::array_store(var_out, var_0, var_4);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_4, adj_out, adj_0, adj_4);
    adj_random_s000001_combine_0(var_5, var_2, adj_3, adj_2, adj_4);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_3);
    // adj: out[i] = random_s000001_combine(a[i], x0)                                         <L 20>
    // adj: x0 = wp.randn(rng)                                                                <L 19>
    // adj: rng = wp.rand_init(seed, i)                                                       <L 18>
    // adj: i = wp.tid()                                                                      <L 17>
    // adj: def random_s000001(                                                               <L 12>
    return;
}