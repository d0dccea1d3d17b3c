template <bool wp_linear_contiguous>
static void tile_map_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_map_s000001 *_wp_args,
    wp_args_tile_map_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_c = _wp_adj_args->c;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 32;
    const wp::int32 var_2 = 32;
    wp::int32 var_3;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
    const wp::int32 var_5 = 32;
    const wp::int32 var_6 = 32;
    wp::int32 var_7;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_8 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
    const wp::int32 var_9 = 32;
    const wp::int32 var_10 = 32;
    wp::int32 var_11;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_12 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_13 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_14 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_15 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
    const wp::int32 var_16 = 32;
    wp::int32 var_17;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> adj_4{};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> adj_8{};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> adj_12{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> adj_13{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> adj_14{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> adj_15{};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    //---------
    // forward
    // def tile_map_s000001(                                                                  <L 18>
    // i = wp.tid()                                                                           <L 24>
    var_0 = builtin_tid1d();
    // ta = wp.tile_load(a, shape=32, offset=i * 32)                                          <L 25>
    var_3 = wp::mul(var_0, var_2);
    var_4 = wp::tile_load<wp::float32, true, false, 32>(var_a, var_3);
    // tb = wp.tile_load(b, shape=32, offset=i * 32)                                          <L 26>
    var_7 = wp::mul(var_0, var_6);
    var_8 = wp::tile_load<wp::float32, true, false, 32>(var_b, var_7);
    // tc = wp.tile_load(c, shape=32, offset=i * 32)                                          <L 27>
    var_11 = wp::mul(var_0, var_10);
    var_12 = wp::tile_load<wp::float32, true, false, 32>(var_c, var_11);
    // t0 = wp.tile_map(tile_map_s000001_f0, tc) + ta + tb                                    <L 28>
    var_13 = wp::tile_unary_map(tile_map_s000001_f0_0, var_12);
    var_14 = wp::tile_add(var_13, var_4);
    var_15 = wp::tile_add(var_14, var_8);
    // wp.tile_store(out, t0, offset=i * 32)                                                  <L 29>
    var_17 = wp::mul(var_0, var_16);
    // wp::tile_store<wp::float32, true, false>(var_out, var_17, var_15);
    //---------
    // reverse
    wp::adj_tile_store(var_out, var_17, var_15, adj_out, adj_17, adj_15);
    wp::adj_mul(var_0, var_16, adj_0, adj_16, adj_17);
    // adj: wp.tile_store(out, t0, offset=i * 32)                                             <L 29>
    wp::adj_tile_add(var_14, var_8, adj_14, adj_8, adj_15);
    wp::adj_tile_add(var_13, var_4, adj_13, adj_4, adj_14);
    wp::adj_tile_unary_map(tile_map_s000001_f0_0, var_12, adj_tile_map_s000001_f0_0, adj_12, adj_13);
    // adj: t0 = wp.tile_map(tile_map_s000001_f0, tc) + ta + tb                               <L 28>
    wp::adj_tile_load(var_c, var_11, adj_c, adj_11, adj_12);
    wp::adj_mul(var_0, var_10, adj_0, adj_10, adj_11);
    // adj: tc = wp.tile_load(c, shape=32, offset=i * 32)                                     <L 27>
    wp::adj_tile_load(var_b, var_7, adj_b, adj_7, adj_8);
    wp::adj_mul(var_0, var_6, adj_0, adj_6, adj_7);
    // adj: tb = wp.tile_load(b, shape=32, offset=i * 32)                                     <L 26>
    wp::adj_tile_load(var_a, var_3, adj_a, adj_3, adj_4);
    wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_3);
    // adj: ta = wp.tile_load(a, shape=32, offset=i * 32)                                     <L 25>
    // adj: i = wp.tid()                                                                      <L 24>
    // adj: def tile_map_s000001(                                                             <L 18>
    return;
}