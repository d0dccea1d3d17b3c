template <bool wp_linear_contiguous>
static void grid2d_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_grid2d_s000002 *_wp_args,
    wp_args_grid2d_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    const wp::int32 var_2 = 2;
    wp::int32 var_3;
    wp::float32* var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    //---------
    // forward
    // def grid2d_s000002(                                                                    <L 1>
    // i, j = wp.tid()                                                                        <L 5>
    builtin_tid2d(var_0, var_1);
    // out[i, j] = grid2d_s000002_combine(a[i, j + 2], a[i, j])                               <L 6>
    var_3 = wp::add(var_1, var_2);
    var_4 = wp::address(var_a, var_0, var_3);
    var_5 = wp::address(var_a, var_0, var_1);
    var_7 = wp::load(var_4);
    var_8 = wp::load(var_5);
    var_6 = grid2d_s000002_combine_0(var_7, var_8);
    // wp::array_store(var_out, var_0, var_1, var_6);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_6, adj_out, adj_0, adj_1, adj_6);
    adj_grid2d_s000002_combine_0(var_7, var_8, adj_4, adj_5, adj_6);
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_5);
    wp::adj_address(var_a, var_0, var_3, adj_a, adj_0, adj_3, adj_4);
    wp::adj_add(var_1, var_2, adj_1, adj_2, adj_3);
    // adj: out[i, j] = grid2d_s000002_combine(a[i, j + 2], a[i, j])                          <L 6>
    // adj: i, j = wp.tid()                                                                   <L 5>
    // adj: def grid2d_s000002(                                                               <L 1>
    return;
}