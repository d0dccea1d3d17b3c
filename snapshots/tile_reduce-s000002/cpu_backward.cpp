template <bool wp_linear_contiguous>
static void tile_reduce_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_reduce_s000002 *_wp_args,
    wp_args_tile_reduce_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 64;
    const wp::int32 var_2 = 64;
    wp::int32 var_3;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
    const wp::int32 var_5 = 64;
    const wp::int32 var_6 = 64;
    wp::int32 var_7;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_8 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_9 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_10 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_11 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_12 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    const wp::int32 var_13 = 0;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> adj_4{};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> adj_8{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> adj_9{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> adj_10{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_11{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_12{};
    wp::int32 adj_13 = {};
    //---------
    // forward
    // def tile_reduce_s000002(                                                               <L 10>
    // i = wp.tid()                                                                           <L 15>
    var_0 = builtin_tid1d();
    // t0 = wp.tile_load(a, shape=64, offset=i * 64)                                          <L 16>
    var_3 = wp::mul(var_0, var_2);
    var_4 = wp::tile_load<wp::float32, true, false, 64>(var_a, var_3);
    // t1 = wp.tile_load(b, shape=64, offset=i * 64)                                          <L 17>
    var_7 = wp::mul(var_0, var_6);
    var_8 = wp::tile_load<wp::float32, true, false, 64>(var_b, var_7);
    // v = t0 - -t1                                                                           <L 18>
    var_9 = wp::tile_neg(var_8);
    var_10 = wp::tile_sub(var_4, var_9);
    // total = wp.tile_sum(v)                                                                 <L 19>
    var_11 = wp::tile_sum(var_10);
    // wp.tile_atomic_add(out, total)                                                         <L 20>
    // var_12 = wp::tile_atomic_add<wp::float32, true>(var_out, var_13, var_11);
    //---------
    // reverse
    wp::adj_tile_atomic_add(var_out, var_13, var_11, adj_out, adj_13, adj_11, adj_12);
    // adj: wp.tile_atomic_add(out, total)                                                    <L 20>
    wp::adj_tile_sum(var_10, adj_10, adj_11);
    // adj: total = wp.tile_sum(v)                                                            <L 19>
    wp::adj_tile_sub(var_4, var_9, adj_4, adj_9, adj_10);
    wp::adj_tile_neg(var_8, adj_8, adj_9);
    // adj: v = t0 - -t1                                                                      <L 18>
    wp::adj_tile_load(var_b, var_7, adj_b, adj_7, adj_8);
    wp::adj_mul(var_0, var_6, adj_0, adj_6, adj_7);
    // adj: t1 = wp.tile_load(b, shape=64, offset=i * 64)                                     <L 17>
    wp::adj_tile_load(var_a, var_3, adj_a, adj_3, adj_4);
    wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_3);
    // adj: t0 = wp.tile_load(a, shape=64, offset=i * 64)                                     <L 16>
    // adj: i = wp.tid()                                                                      <L 15>
    // adj: def tile_reduce_s000002(                                                          <L 10>
    return;
}