extern "C" __global__ void control_flow_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_c,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_c,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::float32* var_1;
        const wp::float32 var_2 = -0.25;
        bool var_3;
        wp::float32 var_4;
        wp::float32* var_5;
        const wp::float32 var_6 = 0.5;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::float32 var_9 = 0.0;
        wp::float32* var_10;
        bool var_11;
        wp::float32 var_12;
        wp::float32* var_13;
        const wp::float32 var_14 = 1.5;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32* var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        bool adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        bool adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        //---------
        // forward
        // def control_flow_s000002(                                                              <L 9>
        // i = wp.tid()                                                                           <L 14>
        var_0 = builtin_tid1d();
        // if b[i] < -0.25:                                                                       <L 15>
        var_1 = wp::address(var_b, var_0);
        var_4 = wp::load(var_1);
        var_3 = (var_4 < var_2);
        if (var_3) {
            // out[i] = b[i] * SCALE                                                              <L 16>
            var_5 = wp::address(var_b, var_0);
            var_8 = wp::load(var_5);
            var_7 = wp::mul(var_8, var_6);
            // wp::array_store(var_out, var_0, var_7);
            // return                                                                             <L 17>
            goto label0;
        }
        // x0 = 0.0                                                                               <L 18>
        // if c[i] > SCALE:                                                                       <L 19>
        var_10 = wp::address(var_c, var_0);
        var_12 = wp::load(var_10);
        var_11 = (var_12 > var_6);
        if (var_11) {
            // x0 = b[i] - 1.5                                                                    <L 20>
            var_13 = wp::address(var_b, var_0);
            var_16 = wp::load(var_13);
            var_15 = wp::sub(var_16, var_14);
        }
        if (!var_11) {
            // x0 = c[i] * SCALE                                                                  <L 22>
            var_17 = wp::address(var_c, var_0);
            var_19 = wp::load(var_17);
            var_18 = wp::mul(var_19, var_6);
        }
        var_20 = wp::where(var_11, var_15, var_18);
        // out[i] = x0                                                                            <L 23>
        // wp::array_store(var_out, var_0, var_20);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_20, adj_out, adj_0, adj_20);
        // adj: out[i] = x0                                                                       <L 23>
        wp::adj_where(var_11, var_15, var_18, adj_11, adj_15, adj_18, adj_20);
        if (!var_11) {
            wp::adj_mul(var_19, var_6, adj_17, adj_6, adj_18);
            wp::adj_address(var_c, var_0, adj_c, adj_0, adj_17);
            // adj: x0 = c[i] * SCALE                                                             <L 22>
        }
        if (var_11) {
            wp::adj_sub(var_16, var_14, adj_13, adj_14, adj_15);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_13);
            // adj: x0 = b[i] - 1.5                                                               <L 20>
        }
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_10);
        // adj: if c[i] > SCALE:                                                                  <L 19>
        // adj: x0 = 0.0                                                                          <L 18>
        if (var_3) {
            label0:;
            // adj: return                                                                        <L 17>
            wp::adj_array_store(var_out, var_0, var_7, adj_out, adj_0, adj_7);
            wp::adj_mul(var_8, var_6, adj_5, adj_6, adj_7);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_5);
            // adj: out[i] = b[i] * SCALE                                                         <L 16>
        }
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_1);
        // adj: if b[i] < -0.25:                                                                  <L 15>
        // adj: i = wp.tid()                                                                      <L 14>
        // adj: def control_flow_s000002(                                                         <L 9>
        continue;
    }
}